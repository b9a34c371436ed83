export { TestimonialList } from './TestimonialList.tsx';
