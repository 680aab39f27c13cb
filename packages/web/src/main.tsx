import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app';

const root = document.getElementById('root');
if (root) {
  const deps = startApp();
  createRoot(root).render(
    <StrictMode>
      <App deps={deps} />
    </StrictMode>,
  );
}
