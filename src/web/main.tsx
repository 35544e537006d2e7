// First: zod must be told not to probe eval before any schema exists (see the module).
import './lib/zod-jitless';
import './styles.css';
import { setLanguage, startLanguage } from '@web/lib/i18n';
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

// A page opened in another language renders once its texts are here, never in English first.
// Should they fail to load (offline on a first visit), it opens in English.
const language = startLanguage();
const textsReady = language === 'en' ? Promise.resolve() : setLanguage(language).catch(() => undefined);

void textsReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <GlobalErrorBoundary>
        <App />
      </GlobalErrorBoundary>
    </StrictMode>,
  ),
);
