export { VideoEditor } from './VideoEditor.tsx';
export { VideoList } from './VideoList.tsx';
