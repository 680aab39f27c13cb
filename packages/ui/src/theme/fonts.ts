// The product's one font face (see fonts.css: Inter, latin, woff2, font-display: swap).
import './fonts.css';
