import { sessionFor } from '../../test/helper';
import {
  bought,
  buildPurchasesTestApp,
  confirmedByOwner,
  mailsTo,
  student,
  type BuyBody,
} from '../purchases/test-fixtures';

/**
 * What the tests of dates share: the purchases' test app (a real SMTP server on loopback), the owner's session, and
 * the e-mails of one kind (`subject` matching) received by a person about a title.
 */
export async function datesTestApp() {
  const testApp = await buildPurchasesTestApp();
  const owner = await sessionFor(testApp.services, 'ADMIN');
  const received = async (to: string, title: string, subject: RegExp) =>
    (await mailsTo(testApp, to, title)).filter((mail) => subject.test(mail.subject));
  /** A new student who enrols in the item by transfer, confirmed by the owner. */
  const paidStudent = async (inscription: string, inscriptionModel: BuyBody['inscriptionModel']) => {
    const caller = await student(testApp.services);
    const purchase = await bought(testApp.app, caller, {
      inscription,
      inscriptionModel,
      wayToPay: 'transfer',
    });
    await confirmedByOwner(testApp.app, owner, purchase);
    return { caller, purchase };
  };
  return { ...testApp, testApp, owner, received, paidStudent };
}
