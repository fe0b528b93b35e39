import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { applySiteTitle } from './app/site-title.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = container;
// After the current language's strings have arrived (a small chunk); should that fail, the page
// still renders rather than staying blank.
void i18nReady
  .catch((error: unknown) => console.error('could not load the language strings', error))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    );
    void applySiteTitle();
  });
