import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { SITE_ROUTES, type SiteRoute } from './app/site-routes';

const toRouteEntry = (siteRoute: SiteRoute): RouteConfigEntry =>
  siteRoute.path === '/' ? index(siteRoute.file) : route(siteRoute.path.replace(/^\//, ''), siteRoute.file);

export default [
  ...SITE_ROUTES.filter((siteRoute) => !siteRoute.apiData).map(toRouteEntry),
  layout('app/ApiDataLayout.tsx', SITE_ROUTES.filter((siteRoute) => siteRoute.apiData).map(toRouteEntry)),
] satisfies RouteConfig;
