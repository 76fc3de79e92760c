import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function Page() {
  return <Placeholder title="Audit Log" />;
}
