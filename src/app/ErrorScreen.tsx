import { useSearchParams } from 'react-router';
import ErrorView from './ErrorView';

/** The /error route: ?status=&message= (status defaults to 500, message to 'Error'). */
export default function ErrorScreen() {
  const [params] = useSearchParams();
  const status = Number.parseInt(params.get('status') ?? '', 10);
  return <ErrorView status={Number.isFinite(status) && status >= 100 ? status : 500} message={params.get('message')} />;
}
