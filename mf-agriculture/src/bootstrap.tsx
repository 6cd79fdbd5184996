import '@aurinko/shared-ui/styles.css';
import { StandaloneRemote } from '@aurinko/shared-ui';
import { createRoot } from 'react-dom/client';
import App from './App';

// Standalone page for the agriculture team: the remote on its own port, without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<StandaloneRemote basePath="/agriculture" app={App} />);
