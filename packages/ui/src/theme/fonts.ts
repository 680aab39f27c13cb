// The product's font (see fonts.css: Inter in two woff2 files, font-display: swap).
import './fonts.css';
