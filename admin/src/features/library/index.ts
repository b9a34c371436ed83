export { ResourceEditor } from './ResourceEditor.tsx';
export { ResourceList } from './ResourceList.tsx';
