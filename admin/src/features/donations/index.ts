export { DonationList } from './DonationList.tsx';
