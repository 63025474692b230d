import type { Course } from '../packages/contract/src/entities';
import { formatDate } from '../packages/contract/src/format';
import { ownerMessageTexts as texts } from '../packages/contract/src/owner-message-texts';
import { placesMessages } from '../packages/contract/src/places-messages';
import { expect, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { registerThroughApi } from './support/account-flows';
import { waitForMail } from './support/mail';
import { bearer, buyThroughApi, confirmTransfer, saveProfile, tokenOf } from './support/purchase-flows';

/*
 * 'Talleres' in 'Administrar inscriptos' (docs/decisions/065-workshops-tab.md): a full workshop date's list
 * shows its waiting list in order, and 'Enviar mensaje' writes to that date's people. The in-person course is
 * shared by every test: its 'Cupo' is put back as it was and the waiting student leaves the list. Two copies
 * of this test cannot run at once (each fills the same date): repeat it with --workers=1.
 */

test("the owner sees a full workshop date's waiting list and writes to its people; the e-mail arrives", async ({
  page,
  browser,
  request,
  api,
  adminToken,
}) => {
  // Two accounts, a purchase, a message: 16 s in the whole suite on two shared cores (load average 10).
  test.setTimeout(60_000);
  const { courses } = await api.get<{ courses: Course[] }>('/courses');
  const course = courses.find((candidate) => candidate.slug === 'talleres-presenciales');
  if (!course?.day) throw new Error('The demo data needs the in-person workshop course, with a date');
  const { _id: id, slug: _slug, title, ...original } = course;

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const newStudent = async (label: string, surname: string) => {
    const account = await registerThroughApi(request, label);
    const token = await tokenOf(request, account.email, account.password);
    await saveProfile(request, token, {
      firstName: 'Julia',
      lastName: surname,
      birthday: '1985-04-02',
      phone: '1145557777',
      country: 'Argentina',
    });
    return { ...account, token };
  };
  const surname = `Quiroga${uniqueLetters()}`;
  const enrolled = await newStudent('tlp', surname);
  const waitingSurname = `Sosa${uniqueLetters()}`;
  const waiting = await newStudent('tle', waitingSurname);
  let entry: string | undefined;

  try {
    // She enrols in the current date and the owner confirms her transfer; then the date is full.
    const purchase = await buyThroughApi(request, enrolled.token, id, 'Course');
    await confirmTransfer(request, adminToken, purchase._id);
    await api.put(`/courses/edit/${id}`, { ...original, capacity: 1 });
    const joined = await request.post('/api/waiting-list/join', {
      headers: bearer(waiting.token),
      data: { inscription: id, inscriptionModel: 'Course' },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    entry = ((await joined.json()) as { entry: { _id: string } }).entry._id;

    // 'Talleres': the date's list, its people and its waiting list.
    await page.goto(`/admin/inscriptos?buscar=${surname}`);
    await page.getByRole('link', { name: 'Talleres (1)' }).click();
    const list = `${title} · ${formatDate(course.day)}`;
    await page.getByRole('button', { name: `${list} (1)` }).click();
    await expect(page.getByRole('list', { name: list })).toContainText(`Julia ${surname}`);
    const waitingList = page.getByRole('region', { name: `${placesMessages.listTitle}: ${title}` });
    await expect(waitingList).toContainText(waiting.email);
    await expect(
      waitingList.getByRole('button', { name: `${placesMessages.offer} a Julia ${waitingSurname}` }),
    ).toBeVisible();

    // 'Enviar mensaje' to the date's people.
    await page.getByRole('button', { name: `${texts.open} a ${list}` }).click();
    const composer = page.getByRole('region', { name: `${texts.open}: ${list}` });
    await composer.getByLabel(texts.subject).fill('Qué traer al taller');
    await composer.getByLabel(texts.body).fill('Traé un cuaderno y ropa cómoda.');
    await composer.getByRole('button', { name: texts.preview }).click();
    await expect(composer.getByRole('list', { name: texts.audience })).toContainText(
      `Julia ${surname} <${enrolled.email}>`,
    );
    await expectAccessible(page);
    await composer.getByRole('button', { name: /^Enviar a \d+ personas?$/ }).click();
    await expect(composer.getByRole('status')).toContainText('Mensaje enviado');

    const mail = await waitForMail(enrolled.email, 'Qué traer al taller');
    expect(mail.text).toContain('Traé un cuaderno y ropa cómoda.');
    expect(mail.text).toContain(title);
  } finally {
    if (entry) await request.delete(`/api/waiting-list/${entry}`, { headers: bearer(waiting.token) });
    await api.put(`/courses/edit/${id}`, original);
    await context.close();
  }
});
