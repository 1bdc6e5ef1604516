// @ts-check
// The floor's browser entry: hydrates the counter the server rendered into #root.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Counter } from './counter.mjs';

const root = document.getElementById('root');
if (root) hydrateRoot(root, createElement(Counter));
