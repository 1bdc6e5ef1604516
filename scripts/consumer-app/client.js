// The consumer's browser entry: hydrate what the server rendered.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';

hydrateRoot(document.getElementById('root'), createElement(App));
