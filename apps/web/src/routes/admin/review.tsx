import { useParams } from 'react-router';
import { ReviewScreen } from '../../features/review/components/review-screen.tsx';

/** /admin/application/{responseId} and /admin/applications/view/{responseId} (D2). */
export default function AdminReviewPage() {
  const { responseId } = useParams();
  return <ReviewScreen key={responseId} responseId={responseId} />;
}
