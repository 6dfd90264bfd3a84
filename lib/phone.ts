/**
 * A phone as the header shows it to anyone looking over the player's shoulder: the first three and
 * the last four digits ("084•••6247"); the player taps to see it whole.
 */
export function maskPhone(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}•••${phone.slice(-4)}` : phone;
}
