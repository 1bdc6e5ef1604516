// The order the confirmation page's screen-reader tests read (English and French).
import type { WalletOrder } from '../purchase/wallet/readers';

/** An eGift card and a standard card bought with a wallet, shipped to Denver. */
export const WALLET_ORDER: WalletOrder = {
  orderId: '700123',
  status: 'M',
  totals: {
    orderTotal: 79.5,
    totalProductPrice: 75,
    totalTax: 0,
    totalShippingCharge: 4.5,
    sameDayDeliveryCharge: 0,
    retailDeliveryFee: 0,
    employeeDiscount: 0,
  },
  items: [
    {
      orderItemId: '7000001',
      name: 'Cairnfield Gift Card',
      skuId: '20001',
      unitPrice: 50,
      quantity: 1,
      isEgift: false,
      shipModeId: '1',
      sameDayEligible: false,
      isSTSv1: false,
      isSTSv2: false,
    },
    {
      orderItemId: '7000002',
      name: 'Cairnfield eGift Card',
      skuId: '20003',
      unitPrice: 25,
      quantity: 1,
      isEgift: true,
      shipModeId: '2',
      sameDayEligible: false,
      isSTSv1: false,
      isSTSv2: false,
    },
  ],
  email: 'sam@example.com',
  placedAt: '2026-11-28T20:00:00Z',
  shippingAddress: {
    firstName: 'Sam',
    lastName: 'Lee',
    address: '1 Main Street',
    address2: '',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    country: 'US',
    email: 'sam@example.com',
    phoneNumber: '3035550100',
  },
  shipToStore: null,
  egift: [
    {
      orderItemId: '7000002',
      senderName: 'Sam Lee',
      message: 'See you on the trail!',
      recipients: [{ firstName: 'Kai', lastName: 'Moreno', email: 'kai@example.com' }],
      sendDate: null,
      designName: 'Happy Birthday',
    },
  ],
};
