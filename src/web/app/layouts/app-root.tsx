import { Outlet } from 'react-router';
import { RecipeSearchMount } from './recipe-search-mount';

/**
 * The route above both layouts (the public site's and the sidebar's), for what every page has:
 * the recipe search's Ctrl/Cmd+K (platform.md §2: "from anywhere while signed in"). Only the key
 * listener is here; the modal itself loads on first use, so the landing page's JavaScript budget
 * (decision 0010) does not carry it.
 */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <RecipeSearchMount />
    </>
  );
}
