/** What the testimonials carousel tells screen readers (Swiper's a11y messages; {{…}} are Swiper's). */
export const carouselMessages = {
  previous: 'Testimonio anterior',
  next: 'Testimonio siguiente',
  slide: 'Testimonio {{index}} de {{slidesLength}}',
  carousel: 'carrusel',
} as const;
