import { useParams } from 'react-router';
import { RecordEditor } from '../../components/RecordEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getResource } from './api.ts';
import { ResourceFormView } from './ResourceFormView.tsx';

/** /library/new and /library/edit/:resourceId: loading, error with a way back, or the form. */
export function ResourceEditor() {
  const { resourceId } = useParams();
  return (
    <RecordEditor
      id={resourceId}
      load={getResource}
      copy={adminMessages.resources.library}
      listPath="/library"
      form={(resource) => <ResourceFormView resource={resource} />}
    />
  );
}
