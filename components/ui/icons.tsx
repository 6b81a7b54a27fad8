import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  BadgeCheck as badgeCheck,
  BatteryCharging as batteryCharging,
  Calculator as calculator,
  Check as check,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  Euro as euro,
  Factory as factory,
  FileText as fileText,
  House as house,
  Info as info,
  Leaf as leaf,
  Lightbulb as lightbulb,
  LogIn as logIn,
  LogOut as logOut,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  Monitor as monitor,
  Moon as moon,
  Phone as phone,
  PlugZap as plugZap,
  Quote as quote,
  Search as search,
  Settings as settings,
  Share2 as share2,
  Shield as shield,
  Sun as sun,
  SunMedium as sunMedium,
  User as user,
  UserRound as userRound,
  Users as users,
  Wind as wind,
  X as x,
  Zap as zap,
  type IconNode,
} from 'lucide';
import { createElement, type SVGProps } from 'react';
import { cn } from './cn';

export type Icon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

// lucide-react's icons are client components (since 1.x): every icon a server component drew shipped lucide's
// icon runtime and the icon's paths to the browser. These draw the same SVG from lucide's icon data on the server
// and ship nothing; client components keep using lucide-react.
function serverIcon(name: string, node: IconNode): Icon {
  function ServerIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  return ServerIcon;
}

export const ArrowLeft = serverIcon('arrow-left', arrowLeft);
export const ArrowRight = serverIcon('arrow-right', arrowRight);
export const BadgeCheck = serverIcon('badge-check', badgeCheck);
export const BatteryCharging = serverIcon('battery-charging', batteryCharging);
export const Calculator = serverIcon('calculator', calculator);
export const Check = serverIcon('check', check);
export const ChevronDown = serverIcon('chevron-down', chevronDown);
export const ChevronLeft = serverIcon('chevron-left', chevronLeft);
export const ChevronRight = serverIcon('chevron-right', chevronRight);
export const CircleAlert = serverIcon('circle-alert', circleAlert);
export const CircleCheck = serverIcon('circle-check', circleCheck);
export const Euro = serverIcon('euro', euro);
export const Factory = serverIcon('factory', factory);
export const FileText = serverIcon('file-text', fileText);
export const House = serverIcon('house', house);
export const Info = serverIcon('info', info);
export const Leaf = serverIcon('leaf', leaf);
export const Lightbulb = serverIcon('lightbulb', lightbulb);
export const LogIn = serverIcon('log-in', logIn);
export const LogOut = serverIcon('log-out', logOut);
export const Mail = serverIcon('mail', mail);
export const MapPin = serverIcon('map-pin', mapPin);
export const Menu = serverIcon('menu', menu);
export const Monitor = serverIcon('monitor', monitor);
export const Moon = serverIcon('moon', moon);
export const Phone = serverIcon('phone', phone);
export const PlugZap = serverIcon('plug-zap', plugZap);
export const Quote = serverIcon('quote', quote);
export const Search = serverIcon('search', search);
export const Settings = serverIcon('settings', settings);
export const Share2 = serverIcon('share-2', share2);
export const Shield = serverIcon('shield', shield);
export const Sun = serverIcon('sun', sun);
export const SunMedium = serverIcon('sun-medium', sunMedium);
export const User = serverIcon('user', user);
export const UserRound = serverIcon('user-round', userRound);
export const Users = serverIcon('users', users);
export const Wind = serverIcon('wind', wind);
export const X = serverIcon('x', x);
export const Zap = serverIcon('zap', zap);
