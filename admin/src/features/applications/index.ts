export { ApplicationList } from './ApplicationList.tsx';
