// Per-icon imports (lucide-react/icons/<name>) keep the bundle to the icons the menus use.
import type { LucideIcon } from 'lucide-react';
import ArrowLeftRightIcon from 'lucide-react/icons/arrow-left-right';
import BadgeDollarSignIcon from 'lucide-react/icons/badge-dollar-sign';
import BanknoteIcon from 'lucide-react/icons/banknote';
import BookOpenIcon from 'lucide-react/icons/book-open';
import BriefcaseBusinessIcon from 'lucide-react/icons/briefcase-business';
import Building2Icon from 'lucide-react/icons/building-2';
import CalculatorIcon from 'lucide-react/icons/calculator';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import CalendarOffIcon from 'lucide-react/icons/calendar-off';
import CarIcon from 'lucide-react/icons/car';
import CarFrontIcon from 'lucide-react/icons/car-front';
import ChartColumnIcon from 'lucide-react/icons/chart-column';
import ChartPieIcon from 'lucide-react/icons/chart-pie';
import CheckCheckIcon from 'lucide-react/icons/check-check';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import ClipboardListIcon from 'lucide-react/icons/clipboard-list';
import CoinsIcon from 'lucide-react/icons/coins';
import CreditCardIcon from 'lucide-react/icons/credit-card';
import DatabaseBackupIcon from 'lucide-react/icons/database-backup';
import FilePenLineIcon from 'lucide-react/icons/file-pen-line';
import FileSearchIcon from 'lucide-react/icons/file-search';
import FileStackIcon from 'lucide-react/icons/file-stack';
import FileTextIcon from 'lucide-react/icons/file-text';
import FilesIcon from 'lucide-react/icons/files';
import GaugeIcon from 'lucide-react/icons/gauge';
import GavelIcon from 'lucide-react/icons/gavel';
import HandCoinsIcon from 'lucide-react/icons/hand-coins';
import HeadsetIcon from 'lucide-react/icons/headset';
import HouseIcon from 'lucide-react/icons/house';
import IdCardIcon from 'lucide-react/icons/id-card';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import LandmarkIcon from 'lucide-react/icons/landmark';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LifeBuoyIcon from 'lucide-react/icons/life-buoy';
import ListTreeIcon from 'lucide-react/icons/list-tree';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import NetworkIcon from 'lucide-react/icons/network';
import PackageIcon from 'lucide-react/icons/package';
import PiggyBankIcon from 'lucide-react/icons/piggy-bank';
import ReceiptIcon from 'lucide-react/icons/receipt';
import ScaleIcon from 'lucide-react/icons/scale';
import ScanLineIcon from 'lucide-react/icons/scan-line';
import ScrollTextIcon from 'lucide-react/icons/scroll-text';
import SettingsIcon from 'lucide-react/icons/settings';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import SirenIcon from 'lucide-react/icons/siren';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import StethoscopeIcon from 'lucide-react/icons/stethoscope';
import TicketIcon from 'lucide-react/icons/ticket';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import TruckIcon from 'lucide-react/icons/truck';
import UploadIcon from 'lucide-react/icons/upload';
import UserCogIcon from 'lucide-react/icons/user-cog';
import UserRoundIcon from 'lucide-react/icons/user-round';
import UsersIcon from 'lucide-react/icons/users';
import UtensilsIcon from 'lucide-react/icons/utensils';
import VaultIcon from 'lucide-react/icons/vault';
import WalletIcon from 'lucide-react/icons/wallet';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WrenchIcon from 'lucide-react/icons/wrench';
import type { IconName } from '../../../../core/modules';

/** Every manifest icon name, mapped to its component: the type makes the map complete. */
export const ICONS: Record<IconName, LucideIcon> = {
  'arrow-left-right': ArrowLeftRightIcon,
  'badge-dollar-sign': BadgeDollarSignIcon,
  'banknote': BanknoteIcon,
  'book-open': BookOpenIcon,
  'briefcase-business': BriefcaseBusinessIcon,
  'building-2': Building2Icon,
  'calculator': CalculatorIcon,
  'calendar-days': CalendarDaysIcon,
  'calendar-off': CalendarOffIcon,
  'car': CarIcon,
  'car-front': CarFrontIcon,
  'chart-column': ChartColumnIcon,
  'chart-pie': ChartPieIcon,
  'check-check': CheckCheckIcon,
  'circle-help': CircleHelpIcon,
  'clipboard-list': ClipboardListIcon,
  'coins': CoinsIcon,
  'credit-card': CreditCardIcon,
  'database-backup': DatabaseBackupIcon,
  'file-pen-line': FilePenLineIcon,
  'file-search': FileSearchIcon,
  'file-stack': FileStackIcon,
  'file-text': FileTextIcon,
  'files': FilesIcon,
  'gauge': GaugeIcon,
  'gavel': GavelIcon,
  'hand-coins': HandCoinsIcon,
  'headset': HeadsetIcon,
  'house': HouseIcon,
  'id-card': IdCardIcon,
  'key-round': KeyRoundIcon,
  'landmark': LandmarkIcon,
  'layout-dashboard': LayoutDashboardIcon,
  'life-buoy': LifeBuoyIcon,
  'list-tree': ListTreeIcon,
  'map': MapIcon,
  'map-pin': MapPinIcon,
  'network': NetworkIcon,
  'package': PackageIcon,
  'piggy-bank': PiggyBankIcon,
  'receipt': ReceiptIcon,
  'scale': ScaleIcon,
  'scan-line': ScanLineIcon,
  'scroll-text': ScrollTextIcon,
  'settings': SettingsIcon,
  'shield-check': ShieldCheckIcon,
  'shopping-bag': ShoppingBagIcon,
  'shopping-cart': ShoppingCartIcon,
  'siren': SirenIcon,
  'sliders-horizontal': SlidersHorizontalIcon,
  'stethoscope': StethoscopeIcon,
  'ticket': TicketIcon,
  'trending-up': TrendingUpIcon,
  'truck': TruckIcon,
  'upload': UploadIcon,
  'user-cog': UserCogIcon,
  'user-round': UserRoundIcon,
  'users': UsersIcon,
  'utensils': UtensilsIcon,
  'vault': VaultIcon,
  'wallet': WalletIcon,
  'wand-sparkles': WandSparklesIcon,
  'wrench': WrenchIcon,
};
