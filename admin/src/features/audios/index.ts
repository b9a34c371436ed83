export { AudioEditor } from './AudioEditor.tsx';
export { AudioList } from './AudioList.tsx';
