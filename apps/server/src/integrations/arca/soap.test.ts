import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, argentinaDateTime, argentinaDay, argentinaTimestamp, isDay } from './dates';
import { arcaEndpoints } from './endpoints';
import { ArcaError, list, soapCall, xmlElements, xmlText } from './soap';
import { isArcaHost } from './transport';

const servers: Array<{ close: () => void; closeAllConnections: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error as ArcaError,
  );

const call = (url: string, timeoutMs?: number) =>
  soapCall(url, { action: 'urn:x/Op', body: '<Op/>', timeoutMs });

describe('soapCall', () => {
  it('posts a SOAP 1.1 envelope and returns the Body, every value a string', async () => {
    let seen: { type?: string; action?: string; body: string } = { body: '' };
    const url = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { type: request.headers['content-type'], action: String(request.headers.soapaction), body };
        response.writeHead(200, { 'content-type': 'text/xml' });
        response.end(
          '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
            '<r:OpResponse xmlns:r="urn:x"><r:Cuit>20111111112</r:Cuit><r:Nro>0003</r:Nro></r:OpResponse>' +
            '</s:Body></s:Envelope>',
        );
      });
    });
    expect(await call(url)).toEqual({ OpResponse: { Cuit: '20111111112', Nro: '0003' } });
    expect(seen).toMatchObject({ type: 'text/xml; charset=utf-8', action: '"urn:x/Op"' });
    expect(seen.body).toContain('<soap:Body><Op/></soap:Body>');
  });

  it('turns a SOAP Fault into a fault with its code, without the namespace prefix', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/xml' });
      response.end(
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault>' +
          '<faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:cms.cert.untrusted</faultcode>' +
          '<faultstring>Certificado no emitido por AC de confianza</faultstring>' +
          '</soapenv:Fault></soapenv:Body></soapenv:Envelope>',
      );
    });
    expect(await failure(call(url))).toMatchObject({
      kind: 'fault',
      code: 'cms.cert.untrusted',
      message: 'Certificado no emitido por AC de confianza',
    });
  });

  it('calls an answer it cannot read invalid, a silent server a timeout, a closed port a network failure', async () => {
    const garbage = await serve((_request, response) => response.end('<html>gateway</html'));
    expect(await failure(call(garbage))).toMatchObject({ kind: 'invalid-answer' });
    const bad = await serve((_request, response) => response.writeHead(502).end());
    expect(await failure(call(bad))).toMatchObject({ kind: 'invalid-answer' });
    const silent = await serve(() => {});
    expect(await failure(call(silent, 200))).toMatchObject({ kind: 'timeout' });
    const closed = await serve(() => {});
    const server = servers.pop()!;
    server.close();
    expect(await failure(call(closed))).toMatchObject({ kind: 'network' });
  });

  it('also calls a connection cut before the answer a network failure', async () => {
    const url = await serve((request) => request.socket.destroy());
    const error = await failure(call(url));
    expect(error).toBeInstanceOf(ArcaError);
    expect(error.kind).toBe('network');
  });
});

describe('XML helpers', () => {
  it('escapes text and writes elements in order, a list as repeated elements', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlElements({ A: 1, B: { C: 'x&y' }, D: undefined, E: [{ F: '1' }, { F: '2' }] })).toBe(
      '<A>1</A><B><C>x&amp;y</C></B><E><F>1</F></E><E><F>2</F></E>',
    );
    expect(list(undefined)).toEqual([]);
    expect(list({ a: '1' })).toEqual([{ a: '1' }]);
    expect(list([1, 2])).toEqual([1, 2]);
  });
});

describe('endpoints and dates', () => {
  it("gives ARCA's addresses, or the simulator's per environment", () => {
    expect(arcaEndpoints('produccion')).toEqual({
      wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
      wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    });
    expect(arcaEndpoints('homologacion', 'http://127.0.0.1:3000/simulador/arca/')).toEqual({
      wsaa: 'http://127.0.0.1:3000/simulador/arca/homologacion/ws/services/LoginCms',
      wsfe: 'http://127.0.0.1:3000/simulador/arca/homologacion/wsfev1/service.asmx',
    });
    expect(isArcaHost(new URL(arcaEndpoints('produccion').wsfe))).toBe(true);
    expect(isArcaHost(new URL('http://127.0.0.1:3000/simulador/arca/produccion/wsfev1/service.asmx'))).toBe(
      false,
    );
  });

  it("writes Argentina's days and times", () => {
    const at = new Date('2026-12-01T02:30:00Z');
    expect(argentinaDay(at)).toBe('20261130');
    expect(argentinaDateTime(at)).toBe('2026-11-30T23:30:00-03:00');
    expect(argentinaTimestamp(at)).toBe('20261130233000');
    expect(addDays('20261225', 10)).toBe('20270104');
    expect([isDay('20261231'), isDay('20260230'), isDay('2026-12-01')]).toEqual([true, false, false]);
  });
});
