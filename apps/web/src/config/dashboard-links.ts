import { CHAT_TEXT, type Role } from '@phonehaat/shared';
import { paths } from './paths';

interface DrawerLink {
  to: string;
  label: string;
}

/**
 * The drawer's links by role (spec §2 Dashboard layout), and every role's deals (issue 15), stolen phones (issue 16)
 * and account (issue 17); the admin's reported chats (issue 17).
 */
export const DASHBOARD_LINKS: Record<Role, DrawerLink[]> = {
  Buyer: [
    { to: paths.myOrders(), label: 'My Orders' },
    { to: paths.deals(), label: 'My Deals' },
    { to: paths.messages(), label: 'Messages' },
    { to: paths.stolen(), label: 'Stolen Phones' },
    { to: paths.account(), label: 'My Account' },
  ],
  Seller: [
    { to: paths.addProduct(), label: 'Add a Product' },
    { to: paths.myProducts(), label: 'My Products' },
    { to: paths.myBuyers(), label: 'My Buyers' },
    { to: paths.deals(), label: 'My Deals' },
    { to: paths.messages(), label: 'Messages' },
    { to: paths.stolen(), label: 'Stolen Phones' },
    { to: paths.account(), label: 'My Account' },
  ],
  Admin: [
    { to: paths.allBuyers(), label: 'All Buyers' },
    { to: paths.allSellers(), label: 'All Sellers' },
    { to: paths.reported(), label: 'Reported Items' },
    { to: paths.reportedChats(), label: CHAT_TEXT.reportedChats },
    { to: paths.audit(), label: 'Audit Log' },
    { to: paths.deals(), label: 'Deal Problems' },
    { to: paths.stolen(), label: 'Stolen Phones' },
    { to: paths.account(), label: 'My Account' },
  ],
};
