import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useRecord } from '../../lib/useRecord.ts';
import { getResource } from './api.ts';
import { ResourceFormView } from './ResourceFormView.tsx';

const copy = adminMessages.resources;

/** /library/new and /library/edit/:resourceId: loading, error with a way back, or the form. */
export function ResourceEditor() {
  const { resourceId } = useParams();
  const record = useRecord(resourceId, getResource);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel
        title={copy.loadError}
        error={record.kind === 'error' ? record.error : 'Recurso no encontrado.'}
      >
        <Link to="/library" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  return (
    <ResourceFormView key={resourceId ?? 'new'} resource={record.kind === 'ready' ? record.row : undefined} />
  );
}
