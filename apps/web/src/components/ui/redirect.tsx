import { Navigate, type NavigateProps } from 'react-router';

let reportRedirect: ((to: string) => void) | null = null;
/** Server rendering answers a page that only sends the visitor elsewhere with that redirect itself (decision 0024). */
export function setRedirectReporter(report: (to: string) => void): void {
  reportRedirect = report;
}

/**
 * <Navigate> that a server render also hears about: in the browser it navigates after rendering,
 * as <Navigate> does (the reporter is only set on the server, where <Navigate> does nothing).
 */
export function Redirect(props: NavigateProps & { to: string }) {
  reportRedirect?.(props.to);
  return <Navigate {...props} />;
}
