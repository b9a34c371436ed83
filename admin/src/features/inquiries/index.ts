export { InquiryList } from './InquiryList.tsx';
