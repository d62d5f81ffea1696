import { renderCart } from './components/cart.js';
import { renderCatalog } from './pages/catalog.js';
import { formatPrice } from './lib/money.js';
import './styles/theme.css';

const app = document.querySelector('#app');
app.innerHTML = renderCatalog() + renderCart([]) + formatPrice(0);
