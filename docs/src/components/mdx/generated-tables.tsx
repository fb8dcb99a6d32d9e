/** Tables generated at build time from schemas/ (see docs/scripts/generate-data.ts). */
import * as React from 'react';
import errors from '../../generated/errors.json';
import catalogue from '../../generated/catalogue.json';
import argTypes from '../../generated/arg-types.json';

interface ErrorRow {
  code: string;
  status: number;
  message: string;
  extension: boolean;
  validation?: boolean;
}

export function ErrorTable({ extensions = false }: { extensions?: boolean }) {
  const rows = (errors as ErrorRow[]).filter((row) => row.extension === extensions);
  return (
    <div className="kh-table-wrap" tabIndex={0} role="region" aria-label={extensions ? 'Khanya extension errors' : 'Error catalogue'}>
      <table>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} id={`error-${row.code.replace(/\s+/g, '-')}`}>
              <td>{row.status}</td>
              <td>
                <code>{row.code}</code>
              </td>
              <td>{row.validation ? <>Body <code>{row.message}</code> (no code field)</> : row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ErrorCount({ extensions = false }: { extensions?: boolean }) {
  return <>{(errors as ErrorRow[]).filter((row) => row.extension === extensions).length}</>;
}

interface DataPoint {
  name: string;
  display_name: string;
  description: string;
  entitlement: string;
  input_args: string[];
  output_args: string[];
}
interface ConnectionEntry {
  name: string;
  display_name: string;
  description: string;
  entitlement: string;
  provided_args: string[];
  data_points: DataPoint[];
}
const connections = (catalogue as { connections: ConnectionEntry[]; default_entitlements: string[] }).connections;
const defaultEntitlements = (catalogue as { default_entitlements: string[] }).default_entitlements;

function ArgLinks({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 ? ', ' : ''}
          <a href={`/docs/constants/data_points_args#${name.toLowerCase()}`}>
            <code>{name}</code>
          </a>
        </React.Fragment>
      ))}
    </>
  );
}

export function DataPointTables() {
  return (
    <>
      {connections.map((connection) => (
        <section key={connection.name} aria-labelledby={`connection-${connection.name}`}>
          <h2 id={`connection-${connection.name}`}>
            Connection <code>{connection.name}</code>: {connection.display_name}
          </h2>
          <p>{connection.description}</p>
          <p>
            Entitlement <code>{connection.entitlement}</code>
            {defaultEntitlements.includes(connection.entitlement) ? ' (every new organisation has it)' : ' (an add-on)'}. It provides{' '}
            <ArgLinks names={connection.provided_args} />.
          </p>
          <div className="kh-table-wrap" tabIndex={0} role="region" aria-label={`Data points of ${connection.name}`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Data point</th>
                  <th scope="col">What it gives you</th>
                  <th scope="col">Input args</th>
                  <th scope="col">Output args</th>
                  <th scope="col">Entitlement</th>
                </tr>
              </thead>
              <tbody>
                {connection.data_points.map((dataPoint) => (
                  <tr key={dataPoint.name} id={`data-point-${dataPoint.name}`}>
                    <td>
                      <code>{dataPoint.name}</code>
                      <br />
                      {dataPoint.display_name}
                    </td>
                    <td>{dataPoint.description}</td>
                    <td>
                      <ArgLinks names={dataPoint.input_args} />
                    </td>
                    <td>
                      <ArgLinks names={dataPoint.output_args} />
                    </td>
                    <td>
                      <code>{dataPoint.entitlement}</code>
                      {defaultEntitlements.includes(dataPoint.entitlement) ? '' : ' (add-on)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

export function DataPointCount() {
  return <>{connections.reduce((count, connection) => count + connection.data_points.length, 0)}</>;
}

interface ArgType {
  type: string;
  description?: string;
  shape: string;
  not_null: string[];
  properties: { property_name: string; type: string }[];
}

export function ArgTypeTables() {
  return (
    <>
      {(argTypes as ArgType[]).map((arg) => (
        <section key={arg.type} aria-labelledby={arg.type.toLowerCase()}>
          <h2 id={arg.type.toLowerCase()}>
            <code>{arg.type}</code>
          </h2>
          {arg.description ? <p>{arg.description}</p> : null}
          <p>
            Shape: <code>{arg.shape}</code>
            {arg.shape.startsWith('array') ? ' (the properties below describe one item)' : ''}.
          </p>
          <div className="kh-table-wrap" tabIndex={0} role="region" aria-label={`Properties of ${arg.type}`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Property</th>
                  <th scope="col">Type</th>
                  <th scope="col">Never null</th>
                </tr>
              </thead>
              <tbody>
                {arg.properties.map((property) => (
                  <tr key={property.property_name}>
                    <td>
                      <code>{property.property_name}</code>
                    </td>
                    <td>
                      <code>{property.type}</code>
                    </td>
                    <td>{arg.not_null.includes(property.property_name) ? 'yes' : 'no'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
