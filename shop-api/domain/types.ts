/** A postal address as the page sends it (spec 3, "Address"). */
export interface Address {
  firstName: string;
  lastName: string;
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  email?: string | null;
  phoneNumber?: string | null;
  isAddressVerified?: boolean;
  saveAddressForFuture?: boolean;
  addressId?: string | null;
}

export interface EgiftRecipient {
  sequence: number;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
}

/** What an eGift order item carries besides amount and quantity (spec 3, "eGift card form"). */
export interface EgiftDetails {
  senderEmail: string;
  senderFirstName: string;
  senderLastName: string;
  senderMessage: string;
  isSendToOne: boolean;
  recipients: EgiftRecipient[];
  comment: string;
  firstDataFulfilState: 'NEW';
  /**
   * The day to send the cards ('YYYY-MM-DD', read in sendTimeZone); null (or absent, on items
   * stored before migration 007) sends them now.
   */
  sendDate?: string | null;
  /** The shopper's zone the date is read in (an IANA name or '+14:00'); null without a date. */
  sendTimeZone?: string | null;
  /** The chosen design (one of the product's egiftDesigns), null when none was chosen. */
  designId?: string | null;
  /** The design's name, as the catalogue had it when the item was added. */
  designName?: string | null;
}
