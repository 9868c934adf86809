// What other modules' pages may use from fixed assets.
import './i18n';
export { AssetStatusBadge } from './components/asset-badges';
