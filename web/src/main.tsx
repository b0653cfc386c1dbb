import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyCssVariables } from './components/theme/css-variables';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root not found');

applyCssVariables();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
