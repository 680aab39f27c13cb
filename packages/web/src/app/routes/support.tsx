import { SupportPage } from '../../features/support/support-page';

export function SupportRoute() {
  return <SupportPage />;
}
