import { announcementSchema } from '@/lib/casino/contract-entities';
import { toAnnouncementItem } from '@/lib/casino/announcement-view';

const read = (wire: Record<string, unknown>) => toAnnouncementItem(announcementSchema.parse(wire));

describe('toAnnouncementItem', () => {
  it('keeps the text in each language the upstream gives (the contents extension)', () => {
    expect(
      read({
        content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
        contents: { th: 'ปิดปรับปรุงระบบ 02:00-03:00 น.', en: 'Maintenance 02:00-03:00', zh: null },
        img: null,
        active: '1',
      }),
    ).toEqual({
      content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
      contents: { th: 'ปิดปรับปรุงระบบ 02:00-03:00 น.', en: 'Maintenance 02:00-03:00' },
      img: null,
      active: 1,
      guestsOnly: false,
    });
  });

  it("reads spec §3's announcement alone, and one that is only a picture", () => {
    expect(read({ content: 'ประกาศ', active: 2 })).toEqual({
      content: 'ประกาศ',
      contents: {},
      img: null,
      active: 2,
      guestsOnly: false,
    });
    expect(read({ content: null, img: 'https://cdn.example.com/a.png', active: 1 })).toMatchObject({
      content: '',
      contents: {},
    });
  });

  it('marks one meant for guests only (the audience extension), and takes any other audience as everyone', () => {
    expect(read({ content: 'สมาชิกใหม่รับโบนัส 50%', active: 1, audience: 'guests' }).guestsOnly).toBe(true);
    expect(read({ content: 'ประกาศ', active: 1, audience: 'everyone' }).guestsOnly).toBe(false);
    // a newer upstream's audience the site does not know yet is not an error
    expect(read({ content: 'ประกาศ', active: 1, audience: 'vip' }).guestsOnly).toBe(false);
  });
});
