import { useEffect } from 'react';
import { formatPageTitle } from '../../../shared/page-title';

/** The page title names the case once it is known (the route's own title is shown until then). */
export function useCaseTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = formatPageTitle(title);
  }, [title]);
}
