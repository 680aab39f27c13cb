// Every page of every role at 360 px, the narrowest phone we support, in the light theme
// (support/page-walk.ts): axe, no sideways scroll, the docked launcher covering nothing.
import { walkPages } from './support/page-walk';

walkPages({ width: 360, height: 740, schemes: ['light'] });
