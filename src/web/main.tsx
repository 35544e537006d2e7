// First: zod must be told not to probe eval before any schema exists (see the module).
import './lib/zod-jitless';
import './styles.css';
import '@web/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { GlobalErrorBoundary } from './app/errors/global-error-boundary';
import { silenceExtensionErrors } from './app/errors/silence-extension-errors';
import { registerServiceWorker } from './lib/service-worker';

silenceExtensionErrors();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <GlobalErrorBoundary>
      <App />
    </GlobalErrorBoundary>
  </StrictMode>,
);
