/*
 * The bank directory of spec §3 (facts from shared/spec/thai-banks.md), shared by the site and
 * the reference Casino API. Keys are lower-case codes; spec §3 says codes are lowercased and
 * trimmed before use.
 */

export interface Bank {
  key: string;
  /** Thai interbank code. */
  code: string;
  color: string;
  official_name: string;
  nice_name: string;
  thai_name: string;
  /** Digits an account number has at this bank. */
  digits: readonly [min: number, max: number];
}

const bank = (
  key: string,
  code: string,
  color: string,
  official: string,
  nice: string,
  thai: string,
  digits: [number, number] = [10, 10],
): Bank => ({
  key,
  code,
  color,
  official_name: official,
  nice_name: nice,
  thai_name: thai,
  digits,
});

/** The 14 banks a member can register with, in the order the spec lists them. */
export const registrationBanks: readonly Bank[] = [
  bank('kbank', '004', '#138f2d', 'Kasikornbank', 'KBANK', 'ธนาคารกสิกรไทย'),
  bank('scb', '014', '#4e2e7f', 'Siam Commercial Bank', 'SCB', 'ธนาคารไทยพาณิชย์'),
  bank('bbl', '002', '#1e4598', 'Bangkok Bank', 'BBL', 'ธนาคารกรุงเทพ'),
  bank('bay', '025', '#fec43b', 'Bank of Ayudhya (Krungsri)', 'BAY', 'ธนาคารกรุงศรีอยุธยา'),
  bank('ktb', '006', '#1ba5e1', 'Krung Thai Bank', 'KTB', 'ธนาคารกรุงไทย'),
  bank('ttb', '011', '#0c55f2', 'TMBThanachart Bank', 'TTB', 'ธนาคารทหารไทยธนชาต'),
  bank('gsb', '030', '#eb198d', 'Government Savings Bank', 'GSB', 'ธนาคารออมสิน', [12, 12]),
  bank(
    'baac',
    '034',
    '#4b9b1d',
    'Bank for Agriculture and Agricultural Cooperatives',
    'BAAC',
    'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    [12, 12],
  ),
  bank('uob', '024', '#0b3979', 'United Overseas Bank (Thai)', 'UOB', 'ธนาคารยูโอบี'),
  bank('tisco', '067', '#12549f', 'TISCO Bank', 'TISCO', 'ธนาคารทิสโก้', [10, 14]),
  bank('cimb', '022', '#7e2f36', 'CIMB Thai Bank', 'CIMB', 'ธนาคารซีไอเอ็มบี ไทย'),
  bank('lhb', '073', '#6d6e71', 'Land and Houses Bank', 'LHB', 'ธนาคารแลนด์ แอนด์ เฮ้าส์'),
  bank('ghb', '033', '#f57d23', 'Government Housing Bank', 'GHB', 'ธนาคารอาคารสงเคราะห์', [12, 12]),
  bank('kk', '069', '#199cc5', 'Kiatnakin Phatra Bank', 'KK', 'ธนาคารเกียรตินาคินภัทร'),
];

const promptPay = (key: string): Bank =>
  bank(key, key, '#113566', 'PromptPay', 'PromptPay', 'พร้อมเพย์', [10, 15]);

/** The wider directory: registration banks plus the PromptPay targets (keys 25 to 29 and pp01). */
export const bankDirectory: Readonly<Record<string, Bank>> = Object.fromEntries(
  [...registrationBanks, ...['25', '26', '27', '28', '29', 'pp01'].map(promptPay)].map((b) => [b.key, b]),
);

/**
 * The catalogue key (messages/*.json Banks) of a bank's name in the reader's language: every
 * PromptPay target reads as PromptPay.
 */
export function bankMessageKey(bank: Bank): string {
  return bank.official_name === 'PromptPay' ? 'promptpay' : bank.key;
}

export function findBank(code: string | null | undefined): Bank | undefined {
  if (!code) return undefined;
  return bankDirectory[code.trim().toLowerCase()];
}

/** Whether an account number has a length this bank issues (digits already checked by the field rule). */
export function accountNumberFitsBank(code: string, accountNumber: string): boolean {
  const found = findBank(code);
  if (!found) return false;
  const [min, max] = found.digits;
  return accountNumber.length >= min && accountNumber.length <= max;
}
