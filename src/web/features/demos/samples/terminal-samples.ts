/**
 * The terminal design demo's samples (/terminal-design, platform.md §2 "terminal design demo"): a
 * recipe shown in the presenter's terminal style, and an illustrative shell session typed out line
 * by line beside it. The session is an illustration of the look (the page says so): Recipe Forge
 * has no command-line tool. Sample data in English.
 */

export const TERMINAL_RECIPE = `# Recipe Title: Set Up a Fresh Development Machine

## Goal
Go from a new laptop to running the project's tests in under an hour, the same way every time.

## Principles
- Script it once; never set up a machine by hand twice.
- Pin versions so every machine builds the same thing.
- Keep secrets out of the setup script.

## Operations
- **Install:** the language runtime through a version manager.
- **Clone:** the repository over SSH with a key made for this machine.
- **Verify:** run the tests before changing anything.

## Steps
1. Install the version manager, then the runtime version named in the project.
2. Create an SSH key and add its public half to the code host.
3. Clone the repository and install its dependencies from the lockfile.
4. Copy the example environment file and fill in local values.
5. Run the test suite; it passes before you write a line.

## Notes
- Keep the script in the repository so it changes with the project.
`;

/** The terminal window's title bar: the shell in the sample project's folder. */
export const TERMINAL_WINDOW_TITLE = 'project — bash';

export interface TerminalLine {
  /** A command is typed out character by character after the prompt; output appears at once. */
  kind: 'command' | 'output';
  text: string;
}

export const TERMINAL_SESSION: readonly TerminalLine[] = [
  { kind: 'command', text: 'git clone git@example.com:team/project.git && cd project' },
  { kind: 'output', text: "Cloning into 'project'... done." },
  { kind: 'command', text: 'npm ci' },
  { kind: 'output', text: 'added 412 packages in 18s' },
  { kind: 'command', text: 'cp .env.example .env' },
  { kind: 'command', text: 'npm test' },
  { kind: 'output', text: 'Test Files  48 passed (48)' },
  { kind: 'output', text: '     Tests  391 passed (391)' },
];
