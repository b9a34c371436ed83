import Swiper from 'swiper';
// As text, not a stylesheet link: Vite would hoist an imported stylesheet into every page's <head>, a
// render-blocking request on pages that never show the carousel.
import swiperStyles from 'swiper/css?inline';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { carouselMessages } from '../../lib/messages/carouselMessages.ts';

/**
 * Turns the static, scroll-snapping testimonial list into a looping Swiper (docs/spec.md §2): 1, 2 or 3 slides
 * per view by width, previous/next shown only when there are more slides than fit, no animation for
 * visitors who ask for reduced motion. Without JavaScript the list keeps scrolling sideways.
 */
const PER_VIEW = { 0: 1, 768: 2, 1024: 3 } as const;

export function startCarousel(root: HTMLElement): void {
  const list = root.querySelector('ul');
  if (!list) return;
  const slides = [...list.children] as HTMLElement[];
  const previous = document.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = document.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;

  document.head.append(Object.assign(document.createElement('style'), { textContent: swiperStyles }));
  root.classList.remove('overflow-x-auto', 'pb-4');
  root.classList.add('swiper', 'overflow-hidden');
  list.className = 'swiper-wrapper';
  for (const slide of slides) slide.className = 'swiper-slide !h-auto';

  const perView = () => {
    const width = window.innerWidth;
    return width >= 1024 ? PER_VIEW[1024] : width >= 768 ? PER_VIEW[768] : PER_VIEW[0];
  };
  const needsNavigation = () => slides.length > perView();

  // Loop mode is fixed when Swiper starts, so crossing a breakpoint that changes whether the slides
  // overflow rebuilds the carousel.
  const create = (loop: boolean) =>
    new Swiper(root, {
      modules: [Navigation, A11y, Keyboard],
      slidesPerView: 1,
      spaceBetween: 24,
      breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      loop,
      speed: reduced ? 0 : 450,
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: previous && next ? { prevEl: previous, nextEl: next } : false,
      a11y: {
        prevSlideMessage: carouselMessages.previous,
        nextSlideMessage: carouselMessages.next,
        slideLabelMessage: carouselMessages.slide,
        containerRoleDescriptionMessage: carouselMessages.carousel,
        // The slides stay the <li> of the static list, so they keep the list item role.
        slideRole: 'listitem',
      },
    });

  let overflowing = needsNavigation();
  let swiper = create(overflowing);
  const showButtons = () => {
    for (const button of [previous, next]) if (button) button.hidden = !overflowing;
  };
  showButtons();
  for (const query of ['(min-width: 768px)', '(min-width: 1024px)']) {
    matchMedia(query).addEventListener('change', () => {
      if (needsNavigation() === overflowing) return;
      overflowing = needsNavigation();
      swiper.destroy(true, true);
      swiper = create(overflowing);
      showButtons();
    });
  }
}
