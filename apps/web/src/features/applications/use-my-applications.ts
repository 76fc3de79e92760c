import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myApplicationsQuery } from './api.ts';

/** The person's responses, refetched whenever the tab becomes visible again (player-area §2):
 * a reviewer may have decided while the person was away. */
export function useMyApplications() {
  const query = useQuery(myApplicationsQuery);
  const { refetch } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);
  return query;
}
