export { SubscriberList } from './SubscriberList.tsx';
