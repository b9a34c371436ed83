export { PrayerList } from './PrayerList.tsx';
