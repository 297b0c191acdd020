import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { createI18n } from './i18n/setup';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

// Render once the UI strings of the detected language are in (or finally failed), so the first paint
// is translated; the router has meanwhile started loading the page's chunk (App creates it on import).
const { ready } = createI18n();
void ready
  .catch(() => undefined)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
