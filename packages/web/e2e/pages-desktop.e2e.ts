// Every page of every role at the desktop width, each loaded once and checked in the light theme
// and then, on the same load, in the dark one (support/page-walk.ts).
import { walkPages } from './support/page-walk';

walkPages({ width: 1280, height: 860, schemes: ['light', 'dark'] });
