/**
 * The product's limits, defined once: the API's schemas and checks and the web forms read them
 * from here, so a form never accepts what the API refuses (or refuses what it accepts).
 */

/** Page sizes of list calls: the default, the invites list's, and the largest a call may ask. */
export const LIST_LIMITS = { currentPage: 1, limit: 20, maxLimit: 100, invitesLimit: 10 } as const;

/**
 * A search matching more rows than this is counted only this far: the page answers
 * `totalItems: SEARCH_COUNT_CAP` with `totalIsLowerBound`, and the paging text says "more than".
 * Counting every match of a broad term in a million orders would cost more than the page itself.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Longest search text a list call takes. */
export const SEARCH_MAX_LENGTH = 200;

/** Passwords: 8 to 128 characters, no composition rules (OWASP ASVS 5.0). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** A person's name (registration). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** E-mail addresses (RFC 5321's longest path). */
export const EMAIL_MAX_LENGTH = 254;

/** Uploaded images (service logos, setup-guide images): jpeg or png, told apart by their bytes. */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
  /** Widest and tallest image accepted, in pixels. */
  maxDimension: 4096,
} as const;

export type ImageType = (typeof IMAGE_UPLOAD.types)[number];

/** Ordering numbers of services and setup guides: whole numbers from 0 to this. */
export const SERIAL_MAX = 1_000_000;

/** The service form's fields. */
export const SERVICE_LIMITS = {
  nameMaxLength: 100,
  shortDescriptionMaxLength: 500,
  /** Dollars; prices have whole cents. */
  maxPrice: 1_000_000,
  linkMaxLength: 2000,
  benefitMaxLength: 300,
  maxBenefits: 50,
} as const;

/** A service credential's fields. */
export const CREDENTIAL_LIMITS = { userIdMaxLength: 200, passwordMaxLength: 500 } as const;

/**
 * Bulk credential import: the pasted text or file (`.csv` / `.txt`) is at most this many bytes and
 * lines; a replacement's reason at most this long.
 */
export const CREDENTIAL_IMPORT = { maxBytes: 1024 * 1024, maxLines: 20_000, fileTypes: ['.csv', '.txt'] } as const;

/** A delivery replacement's required reason. */
export const REPLACE_REASON_MAX_LENGTH = 500;

/**
 * A storefront order (`api.storefront.createOrder`): at most `maxItems` items, each a different
 * service, `maxQuantity` units each; the customer's fields at most these lengths.
 */
export const STOREFRONT_ORDER_LIMITS = {
  maxItems: 20,
  maxQuantity: 100,
  phoneMaxLength: 30,
  transactionIdMaxLength: 200,
  paymentMethodMaxLength: 50,
} as const;

/** An `Idempotency-Key` header: 1 to this many printable ASCII characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
