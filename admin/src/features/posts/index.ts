export { PostEditor } from './PostEditor.tsx';
export { PostList } from './PostList.tsx';
