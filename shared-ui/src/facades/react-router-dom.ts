/**
 * What federation shares under the `react-router-dom` key (see build/federation.mjs). A shared module cannot be
 * tree-shaken, so sharing react-router-dom itself ships all of react-router (data routers, SSR, RSC: ~59 KB gzip);
 * sharing this list ships only what the site uses (~14 KB). Code keeps importing from 'react-router-dom';
 * facades.test.ts fails when a source file imports a name missing here (StaticRouter: the shell's server render).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
