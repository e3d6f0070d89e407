/** The ECB's published formats, as the files begin (abridged to a few currencies). */
export const HIST_CSV = [
  "Date,USD,JPY,BGN,CYP,",
  "2024-01-05,1.0921,158.4,1.9558,N/A,",
  "2024-01-04,1.0953,158.24,1.9558,N/A,",
].join("\n");

export const DAILY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='2024-01-08'>
			<Cube currency='USD' rate='1.0946'/>
			<Cube currency='JPY' rate='158.10'/>
			<Cube currency='BHD' rate='0.4127'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;
